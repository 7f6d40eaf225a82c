import CollectionLayout
import Foundation

/// The device the code runs on (Apple's `UIDevice`): ``current`` answers `userInterfaceIdiom`,
/// `orientation`, `systemName`, `model`, `name` and `systemVersion` for a device preset.
///
/// On Linux there is no device, so ``current`` is a process-wide value that follows, in order:
/// the device set for the current task with `withCurrent(_:operation:)`; the device set
/// with ``setCurrent(_:)``; the preset named by the `UIKIT_COMPATIBILITY_DEVICE` environment
/// variable (a `complayout --device` name such as `ipad-pro-11-landscape`); otherwise
/// `LayoutDevice.iPhone16Pro` upright.
///
/// ```swift
/// // App code, unchanged:
/// let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
///
/// // A test, running in parallel with others:
/// UIDevice.withCurrent(UIDevice(device: .iPad.landscape)) {
///     #expect(UIDevice.current.orientation.isLandscape)
/// }
/// ```
///
/// Isolation: on iOS 17 and later UIKit isolates `UIDevice` to the main actor, so app code reads
/// it on the main actor. Here `UIDevice` is an immutable `Sendable` class and ``current`` is
/// `nonisolated`, which that code compiles against unchanged in Swift 6 mode — from the main
/// actor or from any other context (code that reads it off the main actor compiles here but not
/// on iOS 17).
///
/// Thread safety: the process-wide device lives in a store guarded by a lock, so reading and
/// setting it from several threads is safe; the task-local device needs no lock.
public final class UIDevice: Sendable {
    /// The kind of device: `.pad` for iPad presets, `.phone` for iPhone presets.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// How the device is held: `.portrait` upright, `.landscapeLeft` sideways.
    public let orientation: UIDeviceOrientation
    /// The operating system's name: `iOS` on iPhone, `iPadOS` on iPad (as UIKit answers since
    /// iPadOS 15).
    public let systemName: String
    /// The operating system's version the presets describe, `18.0`.
    public let systemVersion: String
    /// The kind of device as a word: `iPhone` or `iPad`.
    public let model: String
    /// ``model``; nothing is localised here.
    public let localizedModel: String
    /// The device's name: the preset's marketing name (`iPhone 16 Pro`).
    public let name: String
    /// The preset this device describes (not part of UIKit).
    public let layoutDevice: LayoutDevice

    /// The device a preset describes (not part of UIKit). The idiom is the one the preset's
    /// traits imply (``UITraitCollection/init(device:)``): `.pad` when both size classes are
    /// regular.
    public init(device: LayoutDevice) {
        let idiom = UITraitCollection(device: device.portrait).userInterfaceIdiom
        userInterfaceIdiom = idiom
        orientation = device.orientation == .portrait ? .portrait : .landscapeLeft
        systemName = idiom == .pad ? "iPadOS" : "iOS"
        systemVersion = "18.0"
        model = idiom == .pad ? "iPad" : "iPhone"
        localizedModel = model
        name = device.displayName
        layoutDevice = device
    }

    /// The current device: the task's (`withCurrent(_:operation:)`), else the process's
    /// (``setCurrent(_:)``), else the `UIKIT_COMPATIBILITY_DEVICE` preset, else an upright
    /// iPhone 16 Pro.
    public class var current: UIDevice {
        if let device = taskDevice { return device }
        return UIDeviceStore.shared.device
    }

    /// Makes `device` the process-wide current device (not part of UIKit); nil goes back to the
    /// environment's default. Safe from any thread. Tests that run in parallel should prefer
    /// `withCurrent(_:operation:)`, which other tests do not see.
    public class func setCurrent(_ device: UIDevice?) {
        UIDeviceStore.shared.set(device)
    }

    /// Runs `operation` with `device` as the current device of this task and the tasks it
    /// creates (not part of UIKit); other tasks keep theirs.
    public class func withCurrent<Result>(_ device: UIDevice, operation: () throws -> Result) rethrows
        -> Result
    {
        try $taskDevice.withValue(device, operation: operation)
    }

    /// `withCurrent(_:operation:)` for asynchronous work.
    public class func withCurrent<Result: Sendable>(
        _ device: UIDevice, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $taskDevice.withValue(device, operation: operation)
    }

    /// The device set for the current task, if any.
    @TaskLocal static var taskDevice: UIDevice?
}

/// The process-wide current device, guarded by a lock: the one place `UIDevice` keeps state.
final class UIDeviceStore: @unchecked Sendable {
    /// The store of the process.
    static let shared = UIDeviceStore()

    /// Guards ``storedDevice``.
    private let lock = NSLock()
    /// The device set with `UIDevice.setCurrent(_:)`, or the default once read; guarded by ``lock``.
    private var storedDevice: UIDevice?

    /// The current device, the environment's default until one is set.
    var device: UIDevice {
        lock.lock()
        defer { lock.unlock() }
        if let storedDevice { return storedDevice }
        let device = UIDevice(device: Self.environmentDevice)
        storedDevice = device
        return device
    }

    /// Sets the device; nil goes back to the environment's default.
    func set(_ device: UIDevice?) {
        lock.lock()
        defer { lock.unlock() }
        storedDevice = device
    }

    /// The preset `UIKIT_COMPATIBILITY_DEVICE` names, else an upright iPhone 16 Pro.
    static var environmentDevice: LayoutDevice {
        guard let name = ProcessInfo.processInfo.environment["UIKIT_COMPATIBILITY_DEVICE"],
            let device = LayoutDevice.named(name)
        else { return .iPhone16Pro }
        return device
    }
}
