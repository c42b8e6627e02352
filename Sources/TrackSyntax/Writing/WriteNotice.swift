/// Something a write did that the user must hear about although the file
/// now holds the new text: what `AtomicFile` could not keep, or how it had
/// to write. The command line words each case as a warning.
public enum WriteNotice: Equatable, Sendable {
    /// The file is a mount point of its own (a single-file bind mount), so
    /// it could not be replaced by renaming: its bytes were rewritten in place.
    case writtenInPlace(path: String)
    /// The new file could not be given the old one's owner and group
    /// (`fchown` is refused to anyone but root): it belongs to this user now.
    case ownerNotKept(path: String, owner: UInt32, group: UInt32)
    /// These extended attributes (ACLs, security labels, `user.*`) could not
    /// be set on the new file: they were dropped.
    case attributesNotKept(path: String, names: [String])
}
