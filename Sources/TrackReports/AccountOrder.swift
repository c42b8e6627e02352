import TrackModel

/// The order reports list accounts in, as hledger: a tree walk where, among
/// siblings, accounts with an `account` directive come first in directive
/// order, then the others alphabetically. (A parent does not move because a
/// child is declared.)
public struct AccountOrder: Sendable {
    /// Position of each account in the walk.
    public let rank: [Int]

    public init(_ accounts: AccountTable) {
        let count = accounts.count
        var declared = [Int](repeating: Int.max, count: count)
        var children = [[AccountID]](repeating: [], count: count)
        var roots: [AccountID] = []
        for id in accounts.allIDs {
            if let order = accounts[id].declaration?.order { declared[id.index] = order }
            if let parent = accounts[id].parent { children[parent.index].append(id) } else { roots.append(id) }
        }
        func sorted(_ ids: [AccountID]) -> [AccountID] {
            ids.sorted { a, b in
                if declared[a.index] != declared[b.index] { return declared[a.index] < declared[b.index] }
                return accounts[a].leafName < accounts[b].leafName
            }
        }
        var rank = [Int](repeating: 0, count: count)
        var next = 0
        var stack = sorted(roots).reversed().map { $0 }
        while let id = stack.popLast() {
            rank[id.index] = next
            next += 1
            stack.append(contentsOf: sorted(children[id.index]).reversed())
        }
        self.rank = rank
    }

    public func sorted(_ ids: [AccountID]) -> [AccountID] {
        ids.sorted { rank[$0.index] < rank[$1.index] }
    }
}
