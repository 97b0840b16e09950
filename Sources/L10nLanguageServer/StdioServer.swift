import L10nParsing
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a ``LanguageServer`` on standard input and output until `exit` or end of input.
/// Everything the server says goes to standard output as framed JSON-RPC; nothing else may be
/// written there.
public enum StdioServer {
    /// Serves until the client sends `exit` (or closes the pipe); returns the exit status.
    public static func run(options: LanguageServer.Options, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
        var server = LanguageServer(options: options)
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            // End of input without `exit`: the client is gone.
            guard count > 0 else { return server.exitCode ?? 1 }
            framer.append(buffer[..<count])
            do {
                while let body = try framer.next() {
                    send(server.handle(body), to: output)
                    if let code = server.exitCode { return code }
                }
            } catch {
                FileHandle.standardError.write(Data("l10n lsp: \(error.message); stopping\n".utf8))
                return 1
            }
            // Only when no other message is waiting: a burst of edits costs one run.
            if !framer.hasPartialMessage, !inputIsReady(input) { send(server.flush(), to: output) }
        }
    }

    private static func inputIsReady(_ descriptor: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    private static func send(_ messages: [JSONOutput], to output: Int32) {
        for message in messages {
            let bytes = MessageFramer.frame(message.wire)
            var written = 0
            while written < bytes.count {
                let result = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return }
                written += result
            }
        }
    }
}
