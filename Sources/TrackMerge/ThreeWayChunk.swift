/// base, ours and theirs cut into alternating regions, as diff3 does: a
/// stable item (one base item that both sides kept in place) or a changed
/// region (base items between two stable ones, with what each side has
/// there instead).
enum ThreeWayChunk: Equatable {
    /// Indexes of the same item in base, ours and theirs.
    case stable(base: Int, ours: Int, theirs: Int)
    case changed(base: Range<Int>, ours: Range<Int>, theirs: Range<Int>)

    static func chunks(base: ItemizedFile, ours: ItemizedFile, theirs: ItemizedFile) -> [ThreeWayChunk] {
        let toOurs = ItemMatching.match(base, ours)
        let toTheirs = ItemMatching.match(base, theirs)
        var chunks: [ThreeWayChunk] = []
        var i = 0, j = 0, k = 0
        let n = base.items.count
        while i < n || j < ours.items.count || k < theirs.items.count {
            if i < n, toOurs[i] == j, toTheirs[i] == k {
                chunks.append(.stable(base: i, ours: j, theirs: k))
                i += 1
                j += 1
                k += 1
                continue
            }
            // The next base item both sides still have ends the changed region.
            var next = i
            while next < n && (toOurs[next] == nil || toTheirs[next] == nil) { next += 1 }
            var oursEnd = ours.items.count, theirsEnd = theirs.items.count
            if next < n, let o = toOurs[next], let t = toTheirs[next] {
                oursEnd = o
                theirsEnd = t
            }
            chunks.append(.changed(base: i..<next, ours: j..<oursEnd, theirs: k..<theirsEnd))
            i = next
            j = oursEnd
            k = theirsEnd
        }
        return chunks
    }
}
