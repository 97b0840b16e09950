import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the temporary directories a run created when it is interrupted (SIGINT, SIGTERM):
/// `--changed-since` copies a whole revision, which must not be left behind by Ctrl-C or a
/// cancelled CI job. Signals are handled on a dispatch queue (not in signal context), which
/// deletes what is registered and then exits with the conventional 128 + signal.
package final class TemporaryCleanup: @unchecked Sendable {
    static let shared = TemporaryCleanup()

    private let lock = NSLock()
    private var directories: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

    func register(_ directory: String) {
        lock.lock()
        defer { lock.unlock() }
        directories.insert(directory)
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in interrupted(by: signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    func unregister(_ directory: String) {
        lock.lock()
        defer { lock.unlock() }
        directories.remove(directory)
    }

    private func interrupted(by signalNumber: Int32) {
        lock.lock()
        let pending = directories
        lock.unlock()
        for directory in pending { try? FileManager.default.removeItem(atPath: directory) }
        exit(128 + signalNumber)
    }
}
