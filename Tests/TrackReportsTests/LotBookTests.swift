import Foundation
import Testing
import TrackModel
import TrackReports

/// Lots and realised gains, each scenario computed by hand (and, in
/// `BeancountGainsTests`, by bean-query where it is installed).
@Suite struct LotBookTests {
    /// Two buys at different prices, then a partial sale across both lots.
    static let twoBuys = """
        2025-01-10 Buy
            Assets:Broker        10 ACME @ 100 USD
            Assets:Cash

        2025-06-01 Buy
            Assets:Broker        10 ACME @ 120 USD
            Assets:Cash

        2026-03-01 Sell
            Assets:Broker       -15 ACME @ 130 USD
            Assets:Cash        1950 USD

        """

    static func book(_ text: String, booking: BookingMethod? = nil) throws -> (LotBook, Journal) {
        let journal = ReportTestJournal.read(text)
        return (try LotBook(journal: journal, booking: booking), journal)
    }

    static func gains(_ book: LotBook) -> [String] { book.disposals.map { $0.gain.normalized.description } }

    @Test func fifoSellsTheFirstLotFirst() throws {
        let (book, _) = try Self.book(Self.twoBuys)
        // 10 at 100 sold for 1,300 (+300, held over a year), 5 at 120 for 650 (+50).
        #expect(Self.gains(book) == ["300", "50"])
        #expect(book.disposals.map(\.isLongTerm) == [true, false])
        #expect(book.disposals.map(\.holdingDays) == [415, 273])
        #expect(book.lots.map { "\($0.quantity) \($0.basis.normalized)" } == ["5 600"])
    }

    @Test func snapshotsKeepTheLotsAtEachDaysEnd() throws {
        let journal = ReportTestJournal.read(Self.twoBuys)
        let book = try LotBook(journal: journal, snapshots: [date(2024, 12, 31), date(2025, 3, 31), date(2025, 12, 31), date(2026, 3, 1)])
        #expect(book.snapshots.map { $0.map(\.quantity) } == [[], [Quantity(10)], [Quantity(10), Quantity(10)], [Quantity(5)]])
    }

    @Test func lifoSellsTheLastLotFirst() throws {
        let (book, _) = try Self.book(Self.twoBuys, booking: .lifo)
        // 10 at 120 for 1,300 (+100), 5 at 100 for 650 (+150).
        #expect(Self.gains(book) == ["100", "150"])
        #expect(book.lots.map { "\($0.quantity) \($0.basis.normalized)" } == ["5 500"])
    }

    @Test func averageSellsAtTheMovingAverageCost() throws {
        let (book, _) = try Self.book(Self.twoBuys, booking: .average)
        // 20 units for 2,200: 15 at 110 (1,650) sold for 1,950.
        #expect(Self.gains(book) == ["300"])
        #expect(book.lots.map { "\($0.quantity) \($0.basis.normalized)" } == ["5 550"])
    }

    @Test func feesAddToTheCostAndComeOffTheProceeds() throws {
        let (book, _) = try Self.book("""
            2026-01-05 Buy
                Assets:Broker          10 ACME @ 50 USD
                Expenses:Broker:Fees    5 USD
                Assets:Cash

            2026-02-05 Sell
                Assets:Broker         -10 ACME @ 60 USD
                Expenses:Broker:Fees    5 USD
                Assets:Cash           595 USD

            """)
        // Cost 505, proceeds 595: +90; nothing left.
        #expect(Self.gains(book) == ["90"])
        #expect(book.disposals.map { $0.basis.normalized.description } == ["505"])
        #expect(book.lots.isEmpty)
        #expect(book.trades.map { $0.fees.normalized.description } == ["5", "5"])
    }

    @Test func hifoSellsTheDearestThenTheWholePosition() throws {
        let (book, _) = try Self.book("""
            account Assets:Broker    ; booking: HIFO

            2026-01-05 Buy
                Assets:Broker      5 ACME @ 10 USD
                Assets:Cash

            2026-01-06 Buy
                Assets:Broker      5 ACME @ 30 USD
                Assets:Cash

            2026-01-07 Buy
                Assets:Broker      5 ACME @ 20 USD
                Assets:Cash

            2026-02-01 Sell
                Assets:Broker     -5 ACME @ 25 USD
                Assets:Cash

            2026-03-01 Sell all
                Assets:Broker    -10 ACME @ 25 USD
                Assets:Cash

            """)
        // The booking: tag, with no --booking: the lot at 30 (-25), then 20 (+25) and 10 (+75).
        #expect(Self.gains(book) == ["-25", "25", "75"])
        #expect(book.lots.isEmpty)
    }

    @Test func theCommodityDirectivesBookingTagYieldsToTheAccounts() throws {
        let (byCommodity, _) = try Self.book("commodity ACME  ; booking: LIFO\n\n" + Self.twoBuys)
        #expect(Self.gains(byCommodity) == ["100", "150"])
        let (byAccount, _) = try Self.book("commodity ACME  ; booking: LIFO\naccount Assets:Broker  ; booking: AVERAGE\n\n" + Self.twoBuys)
        #expect(Self.gains(byAccount) == ["300"])
    }

    @Test func aSaleInAnotherCurrencyKeepsItsGainInThatCurrency() throws {
        let (book, journal) = try Self.book("""
            2026-01-05 Buy
                Assets:Broker      10 AAPL @@ 1,500.00 USD
                Assets:USD

            2026-02-05 Sell
                Assets:Broker     -10 AAPL {150.00 USD} @ 160.00 USD
                Assets:USD       1600.00 USD

            """)
        #expect(Self.gains(book) == ["100"])
        #expect(book.disposals.map { journal.commodities.symbol($0.costCommodity) } == ["USD"])
    }

    @Test func aNamedLotIsSoldWhateverTheMethod() throws {
        let (book, _) = try Self.book(Self.twoBuys.replacingOccurrences(of: "-15 ACME @ 130 USD", with: "-5 ACME {120 USD} @ 130 USD")
            .replacingOccurrences(of: "1950 USD", with: "650 USD"))
        #expect(Self.gains(book) == ["50"])
        #expect(book.lots.map { "\($0.quantity)" } == ["10", "5"])
    }

    @Test func sellingMoreThanHeldNamesTheQuantityHeld() throws {
        let journal = ReportTestJournal.read(Self.twoBuys.replacingOccurrences(of: "-15 ACME", with: "-25 ACME")
            .replacingOccurrences(of: "1950 USD", with: "3250 USD"))
        #expect(throws: PortfolioError.self) { try LotBook(journal: journal) }
        do {
            _ = try LotBook(journal: journal)
        } catch {
            guard case .saleExceedsHoldings(_, _, _, let selling, let held) = error else { Issue.record("\(error)"); return }
            #expect(selling == Quantity(25))
            #expect(held == Quantity(20))
        }
    }

    @Test func aNamedLotThatIsNotThereOrTwiceListsTheCandidates() throws {
        let missing = ReportTestJournal.read(Self.twoBuys.replacingOccurrences(of: "-15 ACME @ 130 USD", with: "-5 ACME {110 USD} @ 130 USD")
            .replacingOccurrences(of: "1950 USD", with: "650 USD"))
        do {
            _ = try LotBook(journal: missing)
            Issue.record("no error")
        } catch {
            guard case .lotNotFound(_, _, _, let candidates) = error else { Issue.record("\(error)"); return }
            #expect(candidates.map(\.price) == [Quantity(100), Quantity(120)])
        }
        let twice = ReportTestJournal.read(Self.twoBuys.replacingOccurrences(of: "10 ACME @ 120 USD", with: "10 ACME @ 100 USD")
            .replacingOccurrences(of: "-15 ACME @ 130 USD", with: "-5 ACME {100 USD} @ 130 USD")
            .replacingOccurrences(of: "1950 USD", with: "650 USD"))
        do {
            _ = try LotBook(journal: twice)
            Issue.record("no error")
        } catch {
            guard case .lotAmbiguous(_, _, _, let candidates) = error else { Issue.record("\(error)"); return }
            #expect(candidates.map(\.date) == [date(2025, 1, 10), date(2025, 6, 1)])
        }
    }
}

/// A sale written as ledger and beancount write it balances at the lot's
/// cost, the gain on its own posting; ledger's `assert commodity` holds.
@Suite struct LedgerSaleTests {
    @Test func aSaleAtItsLotCostBalancesAndBooksItsGain() throws {
        let journal = ReportTestJournal.read("""
            account Assets:Cash
                assert commodity == "USD"

            2026-01-10 Buy
                Assets:Broker     25 GLD {63.10 USD} @ 63.10 USD
                Assets:Cash

            2026-06-10 Sell
                Assets:Broker    -25 GLD {63.10 USD} @ 62.59 USD
                Assets:Cash      1564.75 USD
                Income:Gains       12.75 USD

            """)
        let book = try LotBook(journal: journal)
        #expect(book.disposals.map { $0.gain.normalized.description } == ["-12.75"])
        #expect(book.lots.isEmpty)
    }
}
