/// Options for preparing a layout.
public struct PrepareOptions: Hashable, Sendable {
    /// Turns every ``LayoutDiagnostic`` into a ``LayoutError`` (R-DIAG-4).
    public var strict: Bool
    /// The most items the templates of one layout may hold together (every section's template
    /// counts); a group that would exceed it throws ``LayoutError/templateTooLarge(itemCount:limit:at:)``
    /// before its items are built. A guard against runaway descriptions (a group whose fitting
    /// never fails, R-GROUP-2, tiny fractions, nested count groups) that bounds the memory of
    /// preparing (about 70 bytes per template item), not a layout rule. Waterfall sections store
    /// a length per item (R-WATERFALL), so their items count against it too.
    public var maximumTemplateItemCount: Int

    /// The most items one section may have: 2^53 (9,007,199,254,740,992), the largest count whose
    /// item indices and instance positions a `Double` still tells apart; 2^29 on 32-bit platforms
    /// (WebAssembly), where sums of counts must stay below `Int.max`, 2^31 − 1. A larger (or
    /// negative) item count is ``LayoutError/invalidItemCount(_:section:)``, never an arithmetic trap.
    public static let maximumItemCount = 1 << min(53, Int.bitWidth - 3)

    /// Creates options; by default the engine behaves as UIKit does and reports diagnostics.
    public init(strict: Bool = false, maximumTemplateItemCount: Int = 1_000_000) {
        self.strict = strict
        self.maximumTemplateItemCount = maximumTemplateItemCount
    }
}
