import SnapshotTesting

extension Snapshotting where Value == String, Format == String {
    /// Line-diffed text stored with the `.svg` extension, so that golden files open in a viewer.
    static var svg: Snapshotting {
        var strategy = Snapshotting.lines
        strategy.pathExtension = "svg"
        return strategy
    }

    /// Line-diffed text stored with the `.html` extension, so that golden files open in a browser.
    static var html: Snapshotting {
        var strategy = Snapshotting.lines
        strategy.pathExtension = "html"
        return strategy
    }
}
