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
/// stops the child processes still writing there (`git checkout-index`), deletes what is
/// registered and then exits with the conventional 128 + signal.
package final class TemporaryCleanup: @unchecked Sendable {
    static let shared = TemporaryCleanup()

    private let lock = NSLock()
    private var directories: Set<String> = []
    private var children: [ObjectIdentifier: Process] = [:]
    private var sources: [DispatchSourceSignal] = []

    /// Call before creating `directory`, so a signal in between still removes it.
    func register(_ directory: String) {
        lock.lock()
        defer { lock.unlock() }
        directories.insert(directory)
        installHandlers()
    }

    /// A child process that may write into a registered directory: stopped first on a signal,
    /// or it would go on writing there after the directory is deleted.
    func track(_ process: Process) {
        lock.lock()
        defer { lock.unlock() }
        children[ObjectIdentifier(process)] = process
    }

    func untrack(_ process: Process) {
        lock.lock()
        defer { lock.unlock() }
        children[ObjectIdentifier(process)] = nil
    }

    /// Called with the lock held.
    private func installHandlers() {
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
        let running = Array(children.values)
        lock.unlock()
        for process in running where process.isRunning { kill(process.processIdentifier, SIGTERM) }
        for process in running { process.waitUntilExit() }
        for directory in pending { try? FileManager.default.removeItem(atPath: directory) }
        exit(128 + signalNumber)
    }
}
