/// The blocks that threads formatting a batch of pieces write into, one a
/// piece, kept from batch to batch (`JournalFormatter.formatPieces`): a
/// million transactions' text passes through a few blocks instead of a new
/// one per piece, each of whose pages the kernel would clear first.
///
/// Each block is used by one thread at a time: the thread formatting piece
/// `k` of a batch, then the calling thread handing the text over.
final class PieceBlocks: @unchecked Sendable {
    private let blocks: UnsafeMutablePointer<ByteBlock>
    private let count: Int

    init(count: Int, capacity: Int) {
        self.count = max(count, 0)
        blocks = .allocate(capacity: max(count, 1))
        for k in 0..<self.count { (blocks + k).initialize(to: ByteBlock(capacity: capacity)) }
    }

    /// Lends block `k` to `body`, which may write into it.
    func use(_ k: Int, _ body: (inout ByteBlock) -> Void) {
        precondition(k >= 0 && k < count, "no block \(k)")
        body(&blocks[k])
    }

    /// What block `k` holds (valid until it is written again).
    func bytes(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(k >= 0 && k < count, "no block \(k)")
        return blocks[k].bytes(since: 0)
    }

    /// Frees every block; none is used after.
    func release() {
        for k in 0..<count { blocks[k].release() }
        blocks.deinitialize(count: count)
        blocks.deallocate()
    }
}
