/// The fit tolerance ε of the reference screen of Layout rules: a length fits when `total ≤ available + ε`.
let fitTolerance = 0.0001

/// State shared by the solve of one section: environment, rounding, options and the diagnostics
/// collected so far.
struct SolveContext {
    let environment: LayoutEnvironment
    let rounder: PixelRounder
    let options: PrepareOptions
    /// The section's item count: the size of an unbounded group (R-GROUP-2).
    let sectionItemCount: Int
    /// The template items this section may still hold: ``PrepareOptions/maximumTemplateItemCount``
    /// less what earlier sections' templates hold.
    var templateItemBudget: Int
    private(set) var diagnostics: [LayoutDiagnostic] = []
    private var reported: Set<LayoutPath> = []

    init(
        environment: LayoutEnvironment, rounder: PixelRounder, options: PrepareOptions, sectionItemCount: Int,
        templateItemBudget: Int? = nil
    ) {
        self.environment = environment
        self.rounder = rounder
        self.options = options
        self.sectionItemCount = sectionItemCount
        self.templateItemBudget = templateItemBudget ?? options.maximumTemplateItemCount
    }

    /// Records a diagnostic once per path and kind, or throws it in strict mode (R-DIAG-2, R-DIAG-4).
    ///
    /// Implements R-DIAG-2. Implements R-DIAG-4.
    mutating func report(_ kind: LayoutDiagnostic.Kind, at path: LayoutPath, _ message: String)
        throws(LayoutError)
    {
        let diagnostic = LayoutDiagnostic(kind: kind, path: path, message: message)
        if options.strict { throw .strict(diagnostic) }
        let key = path.appending("\(kind)")
        guard reported.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
    }

    /// Resolves a dimension against a container (R-DIM-1), floored to the pixel grid under
    /// `.modern` rounding (R-ROUND-2). Estimated dimensions use their estimate (R-DIM-2).
    ///
    /// Implements R-DIM-1. Implements R-DIM-2. Implements R-ROUND-2.
    func resolve(_ dimension: LayoutDimension, in container: Size) -> Double {
        rounder.floorSize(exactLength(dimension, in: container))
    }

    /// The exact (unrounded) length of a dimension in a container, used for fitting (R-ROUND-2).
    func exactLength(_ dimension: LayoutDimension, in container: Size) -> Double {
        switch dimension.kind {
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension.dimension
        case .fractionalWidth: return dimension.dimension * container.width
        case .fractionalHeight: return dimension.dimension * container.height
        }
    }
}

extension LayoutDimension {
    /// Whether this dimension is a fraction of the container's length along `axis`.
    func isFraction(of axis: Axis) -> Bool {
        axis == .horizontal ? kind == .fractionalWidth : kind == .fractionalHeight
    }
}
