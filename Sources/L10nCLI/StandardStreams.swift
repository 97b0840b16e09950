import Foundation
import L10nEngine
import L10nParsing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a command's outcome to the process's standard streams with POSIX `write`, so a full
/// disk or a closed descriptor (`l10n lint . > /dev/full`) is a one-line error and exit code 2
/// instead of a crash inside Foundation's `FileHandle.write`.
package enum StandardStreams {
    /// Writes standard output, then standard error; returns the exit status to use. SIGPIPE is
    /// ignored first, so a closed pipe is an EPIPE this function answers, not a killed process.
    package static func emit(_ outcome: CommandOutcome) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        var standardOutput = DescriptorOutputStream(descriptor: STDOUT_FILENO)
        outcome.writeStandardOutput(to: &standardOutput)
        standardOutput.flush()
        if let code = standardOutput.failure {
            // A reader that closed the pipe (`l10n lint | head -1`) wanted no more: end quietly
            // with the documented status, as `grep` does, instead of dying of SIGPIPE (141).
            if code == EPIPE {
                _ = writeAll(outcome.standardError, to: STDERR_FILENO)
                return outcome.status.rawValue
            }
            _ = writeAll(outcome.standardError, to: STDERR_FILENO)
            _ = writeAll("error: cannot write to standard output: \(FileReader.reason(code))\n", to: STDERR_FILENO)
            return ExitStatus.failure.rawValue
        }
        if writeAll(outcome.standardError, to: STDERR_FILENO) != nil {
            return ExitStatus.failure.rawValue  // nowhere left to say why: the status tells the caller
        }
        return outcome.status.rawValue
    }

    /// Writes `text`'s UTF-8 from the string's own storage: a copy as an array was a second
    /// copy of a report (6.6 MB for 40 000 findings) at the run's peak memory.
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes every byte, retrying short writes and EINTR; nil on success, else the errno.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var written = 0
        while written < buffer.count {
            let count = Foundation.write(descriptor, base + written, buffer.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? EIO : errno }
            written += count
        }
        return nil
    }
}
