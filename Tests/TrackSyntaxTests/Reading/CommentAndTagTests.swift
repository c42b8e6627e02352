import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct CommentAndTagTests {
    /// The tags hledger finds in a transaction comment.
    static func tags(_ comment: String) -> [String] {
        let loaded = load("2026-11-02 t  \(comment)\n")
        return loaded.tags(loaded.journal.transactions[0].tags)
    }

    @Test(arguments: [
        ("; receipt:yes", ["receipt=yes"]),
        ("; receipt: yes", ["receipt=yes"]),
        ("; key: value, flag:", ["key=value", "flag="]),
        ("; trip:Tokyo,receipt:", ["trip=Tokyo", "receipt="]),
        ("; paid by card, receipt: yes", ["receipt=yes"]),
        ("; a sentence with a tag: inside it", ["tag=inside it"]),
        ("; time: 12:30", ["time=12:30"]),
        ("; url: https://example.com/a, b:", ["url=https://example.com/a", "b="]),
        ("; :not a tag", []),
        ("; no tags here", []),
        ("; 支払い:現金", ["支払い=現金"]),
        ("; goal: 3000 USD, due: 2027-06-30", ["goal=3000 USD", "due=2027-06-30"]),
        (";x:1", ["x=1"]),
        ("; x,y:1", ["x,y=1"]),  // as hledger: a comma is part of a name, unless it ends a value
        ("; k:v,w:z", ["k=v", "w=z"]),
        ("; a:b:c", ["a=b:c"]),
    ])
    func tagsInComments(comment: String, expected: [String]) {
        #expect(Self.tags(comment) == expected)
    }

    @Test(arguments: [";", "#", "*", "%", "|"])
    func lineCommentsAtColumnZero(mark: String) {
        let loaded = load("\(mark) a comment: not a tag, 2026-02-30 not a date\n2026-11-02 t\n    a  1\n    b\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 1)
    }

    @Test func aCommentLineEndsNothing() {
        // A column-0 comment between postings is hledger's way to end a transaction.
        let loaded = load("2026-11-02 t\n    a  1\n# note\n    b  -1\n")
        #expect(loaded.ids == [.unbalancedTransaction, .postingOutsideTransaction])
    }

    @Test func indentedCommentLinesAtTopLevel() {
        let loaded = load("  ; indented comment\n\t# another\n    \n2026-11-02 t\n    a  1\n    b\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 1)
    }

    @Test func commentBlocksAreSkippedWhole() {
        let loaded = load("""
            comment
            2026-02-30 this is not read
                a  not an amount
            frobnicate
            end comment
            2026-11-02 read
                a  1
                b

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map { loaded.journal.string($0.description) } == ["read"])
    }

    @Test func onlyEndCommentAtColumnZeroEndsTheBlock() {
        // As hledger: trailing spaces are fine, indentation is not.
        let loaded = load("comment\nignored\n   end comment\n2026-11-01 hidden\nend comment   \n2026-11-02 read\n    a  1\n    b\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map { loaded.journal.string($0.description) } == ["read"])
    }

    /// As hledger: a line starting with `end comment` ends the block, and any
    /// text after it but spaces is an error (it did not end the block and so
    /// hid the rest of the file).
    @Test(arguments: ["end comment ; a trailing comment", "end commentary", "end comment\tx"])
    func textAfterEndCommentIsAnErrorThatEndsTheBlock(line: String) {
        let loaded = load("comment\nignored\n\(line)\n2026-11-02 read\n    a  1\n    b\n")
        #expect(loaded.ids == [.textAfterEndComment])
        #expect(loaded.rendered.first?.hasPrefix("main.journal:3:\(line.hasPrefix("end commentary") ? 12 : 13):") == true)
        #expect(loaded.journal.transactions.map { loaded.journal.string($0.description) } == ["read"])
    }

    /// As hledger: an indented line starting with `;`, `#` or `*` between
    /// items is a comment line (in a transaction, `#` and `*` start postings).
    @Test(arguments: [";", "#", "*"])
    func indentedCommentMarksBetweenItems(mark: String) {
        let loaded = load("2026-11-01 t\n    a  1\n    b\n\n    \(mark) note\naccount a\n  \(mark) under a directive\n\t\(mark) tab\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 1)
    }

    @Test func anUnterminatedCommentBlockRunsToTheEndOfTheFile() {
        // As hledger: no error, and nothing after `comment` is read.
        let loaded = load("2026-11-01 before\n    a  1\n    b\ncomment\n2026-11-02 hidden\n    a  1\n    b\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 1)
    }

    @Test func anUnterminatedCommentBlockEndsWithItsFile() {
        let loaded = load(files: [
            "main.journal": "include a.journal\n2026-11-02 after the include\n    a  1\n    b\n",
            "a.journal": "comment\nnever closed\n",
        ])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 1)
    }

    @Test func commentTextIsKeptVerbatim() {
        let loaded = load("2026-11-02 t  ;  spaced   out  \n    a  1  ;c1\n    ; c2\n    b\n")
        #expect(loaded.journal.string(loaded.journal.transactions[0].comment) == ";  spaced   out")
        #expect(loaded.journal.string(loaded.details(0, 0).comment) == ";c1\n    ; c2")
    }

    @Test func hashCommentsInsideATransactionAreNotPostingComments() {
        // An indented `#` line in a transaction is read as a posting, as hledger reads it.
        let loaded = load("2026-11-02 t\n    a  1\n    # x\n    b\n")
        #expect(loaded.account(0, 1) == "# x")
        #expect(loaded.ids == [.tooManyMissingAmounts])
    }

    @Test func tagValuesEndAtACommaOrTheLineEnd() {
        let loaded = load("2026-11-02 t\n    a  1  ; a: one, two\n    ; b: three\n    c\n")
        #expect(loaded.tags(loaded.details(0, 0).tags) == ["a=one", "b=three"])
    }

    @Test func bracketedDatesInCommentsAreNotTags() {
        let loaded = load("2026-11-02 t\n    a  1  ; [2026-11-05]\n    c\n")
        #expect(loaded.details(0, 0).tags.isEmpty)
        #expect(loaded.details(0, 0).date == day(2026, 11, 5))
    }

    @Test(arguments: ["; see note [1]", "; [12]", "; [=]", "; [2026]", "; [a-b]", "; [ 2026-02-30 ]"])
    func bracketsThatAreNotDatesAreText(comment: String) {
        // As hledger: a bracketed date needs a digit and a date separator, and nothing else.
        let loaded = load("2026-11-02 t\n    a  1  \(comment)\n    b\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.details(0, 0).date == nil)
    }

    @Test func bracketsThatLookLikeADateMustBeOne() {
        let loaded = load("2026-11-02 t\n    a  1  ; [2026-02-30]\n    b  -1  ; [1-2]\n")
        #expect(loaded.ids == [.noSuchDate])
        #expect(loaded.details(0, 1).date == day(2026, 1, 2))
    }

    @Test func endTagIsAccepted() {
        #expect(load("end tag\n").diagnostics.isEmpty)
    }
}
