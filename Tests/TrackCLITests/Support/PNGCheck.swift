import Foundation

/// What a test needs to know of a screenshot, read by a small PNG decoder
/// in python3 (zlib and the five row filters; 8-bit RGB or RGBA): how many
/// colours it has, how light it is on average, and what share of its
/// pixels differ from another screenshot's.
enum PNGCheck {
    struct Summary: Equatable {
        var width: Int
        var height: Int
        /// Distinct colours (a blank page has one).
        var colours: Int
        /// Mean luminance, 0 (black) to 255 (white).
        var luminance: Double
    }

    static let script = #"""
    import json, struct, sys, zlib

    def read(path):
        data = open(path, 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
        pos, idat, width = 8, b'', None
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR':
                width, height, depth, colour = struct.unpack('>IIBB', body[:10])
                assert depth == 8 and colour in (2, 6), 'only 8-bit RGB or RGBA'
                channels = 3 if colour == 2 else 4
            elif kind == b'IDAT':
                idat += body
            pos += 12 + length
        raw, stride = zlib.decompress(idat), width * channels
        rows, previous, i = [], bytearray(stride), 0
        for _ in range(height):
            kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
            i += 1 + stride
            for x in range(stride):
                a = line[x - channels] if x >= channels else 0
                b = previous[x]
                c = previous[x - channels] if x >= channels else 0
                if kind == 1: line[x] = (line[x] + a) & 255
                elif kind == 2: line[x] = (line[x] + b) & 255
                elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(bytes(line))
            previous = line
        pixels = [row[x:x + 3] for row in rows for x in range(0, stride, channels)]
        return width, height, pixels

    summaries, images = [], []
    for path in sys.argv[1:]:
        width, height, pixels = read(path)
        images.append(pixels)
        lum = sum(0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2] for p in pixels) / len(pixels)
        summaries.append({'width': width, 'height': height, 'colours': len(set(pixels)), 'luminance': lum})
    differing = None
    if len(images) == 2 and len(images[0]) == len(images[1]):
        differing = sum(1 for p, q in zip(*images) if p != q) / len(images[0])
    print(json.dumps({'images': summaries, 'differing': differing}))
    """#

    /// The summaries of the PNG files and, for two of one size, the share
    /// of their pixels that differ; nil when python3 cannot be run.
    static func summaries(_ paths: [String]) throws -> (images: [Summary], differing: Double?)? {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile) else {
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script] + paths
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = object["images"] as? [[String: Any]] else { return nil }
        let summaries = images.map { image in
            Summary(width: image["width"] as? Int ?? 0, height: image["height"] as? Int ?? 0,
                    colours: image["colours"] as? Int ?? 0, luminance: image["luminance"] as? Double ?? 0)
        }
        return (summaries, object["differing"] as? Double)
    }
}
