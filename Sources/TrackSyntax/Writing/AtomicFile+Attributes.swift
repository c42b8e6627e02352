#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
    /// Copies the extended attributes of the file at `source` (ACLs as
    /// `system.posix_acl_*`, security labels, `user.*`) onto the open file
    /// `fd`, so that replacing a file keeps them; returns the names of those
    /// that could not be set (or read), which the new file goes without.
    static func copyAttributes(from source: String, to fd: Int32) -> [String] {
        #if canImport(Glibc)
        let names = attributeNames(of: source)
        var dropped: [String] = []
        for name in names {
            guard let value = attribute(name, of: source) else {
                dropped.append(name)
                continue
            }
            let result = value.withUnsafeBytes { fsetxattr(fd, name, $0.baseAddress, $0.count, 0) }
            if result != 0 { dropped.append(name) }
        }
        return dropped
        #else
        return []
        #endif
    }

    #if canImport(Glibc)
    /// The C library's extended-attribute calls (`sys/xattr.h`, which the
    /// Glibc module does not import), found by name; nil where missing.
    private struct XattrCalls: @unchecked Sendable {
        typealias List = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
        typealias Get = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias SetOnDescriptor = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        let list: List
        let get: Get
        let set: SetOnDescriptor

        static let shared: XattrCalls? = {
            let handle = dlopen(nil, RTLD_NOW)
            guard let list = dlsym(handle, "listxattr"), let get = dlsym(handle, "getxattr"),
                  let set = dlsym(handle, "fsetxattr") else { return nil }
            return XattrCalls(list: unsafeBitCast(list, to: List.self), get: unsafeBitCast(get, to: Get.self),
                              set: unsafeBitCast(set, to: SetOnDescriptor.self))
        }()
    }

    private static func listxattr(_ path: String, _ list: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
        PathBytes.withCString(path) { XattrCalls.shared?.list($0, list, size) } ?? 0
    }

    private static func getxattr(_ path: String, _ name: String, _ value: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        PathBytes.withCString(path) { XattrCalls.shared?.get($0, name, value, size) } ?? -1
    }

    private static func fsetxattr(_ fd: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int, _ flags: Int32) -> Int32 {
        XattrCalls.shared?.set(fd, name, value, size, flags) ?? -1
    }

    /// The names `listxattr` gives (NUL-separated), as strings.
    private static func attributeNames(of path: String) -> [String] {
        while true {
            let size = listxattr(path, nil, 0)
            guard size > 0 else { return [] }
            var buffer = [CChar](repeating: 0, count: size)
            let read = buffer.withUnsafeMutableBufferPointer { listxattr(path, $0.baseAddress, size) }
            if read < 0 && errno == ERANGE { continue }  // grew meanwhile
            guard read > 0 else { return [] }
            return buffer[..<read].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
    }

    private static func attribute(_ name: String, of path: String) -> [UInt8]? {
        while true {
            let size = getxattr(path, name, nil, 0)
            guard size >= 0 else { return nil }
            var value = [UInt8](repeating: 0, count: size)
            let read = value.withUnsafeMutableBytes { getxattr(path, name, $0.baseAddress, size) }
            if read < 0 && errno == ERANGE { continue }
            guard read >= 0 else { return nil }
            return Array(value[..<read])
        }
    }
    #endif
}
