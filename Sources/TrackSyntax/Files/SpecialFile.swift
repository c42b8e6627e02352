#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an opened file is when it is not a regular file: the reason a
/// journal, include, rules or CSV file is refused (or, named on the command
/// line, read as a stream).
enum SpecialFile: Equatable, CustomStringConvertible {
    case folder
    case fifo
    /// `/dev/null`, or a node with its device number: always empty.
    case nullDevice
    case characterDevice
    case blockDevice
    case socket

    /// Nil for a regular file.
    init?(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = info.st_rdev == SpecialFile.nullDeviceNumber ? .nullDevice : .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .socket
        }
    }

    var description: String {
        switch self {
        case .folder: "a folder"
        case .fifo: "a FIFO (named pipe)"
        case .nullDevice, .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        }
    }

    /// The device number of `/dev/null` (1:3 on Linux), read once.
    private static let nullDeviceNumber: dev_t? = {
        var info = stat()
        return PathCall.stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR ? info.st_rdev : nil
    }()
}
