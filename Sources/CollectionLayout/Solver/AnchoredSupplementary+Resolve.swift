extension AnchoredSupplementary {
    /// Resolves `item` with a size container and anchoring rules (R-ANCHOR-1).
    ///
    /// Implements R-ANCHOR-1.
    init(_ item: LayoutSupplementaryItem, sizedIn sizeContainer: Size, context: SolveContext) {
        self.init(
            item,
            size: Size(
                width: context.resolve(item.layoutSize.widthDimension, in: sizeContainer),
                height: context.resolve(item.layoutSize.heightDimension, in: sizeContainer)))
    }
}
