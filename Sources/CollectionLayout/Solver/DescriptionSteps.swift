/// The position of a template solve in a section's group tree — `group`, then alternately
/// `subitems[i]` and `group` — as a fixed-size stack, so that keeping track of it costs no
/// allocation; ``path`` builds the ``LayoutPath`` only when a diagnostic or an error needs it.
struct DescriptionSteps {
    /// Up to this many steps live inline; deeper trees spill into ``overflow``.
    static let inlineCapacity = 32

    let section: Int
    /// Steps after the root `group`: a subitem index (`subitems[i]`), or −1 for `group`.
    /// (`SIMD32` is a fixed-size inline store on every platform the package supports; `InlineArray`
    /// needs macOS 26 / iOS 26.)
    private var inline = SIMD32<Int32>(repeating: 0)
    private var overflow: [Int] = []
    private var count = 0

    init(section: Int) {
        self.section = section
    }

    /// Enters subitem `index` of the current group.
    mutating func push(subitem index: Int) { push(step: index) }

    /// Enters the nested group of the current subitem.
    mutating func pushGroup() { push(step: -1) }

    /// Leaves the last step.
    mutating func pop() {
        count -= 1
        if count >= Self.inlineCapacity { overflow.removeLast() }
    }

    private mutating func push(step: Int) {
        if count < Self.inlineCapacity {
            // Subitem lists are arrays in memory: an index always fits in 32 bits.
            inline[count] = Int32(truncatingIfNeeded: step)
        } else {
            overflow.append(step)
        }
        count += 1
    }

    private func step(_ position: Int) -> Int {
        position < Self.inlineCapacity ? Int(inline[position]) : overflow[position - Self.inlineCapacity]
    }

    /// The path the steps spell: `group.subitems[0].group.subitems[2]`.
    var path: LayoutPath {
        var components: [LayoutPath.Component] = [.property("group")]
        for position in 0..<count {
            let value = step(position)
            components.append(value < 0 ? .property("group") : .index("subitems", value))
        }
        return LayoutPath(section: section, components: components)
    }
}
