import PropertyBased
import Testing

@testable import DiffableSnapshot

@Suite("Item storage: array plus hash index (the snapshot's design)")
struct IndexedListTests {
    /// Every element is found at its position, and absent values are not found.
    func checkIndex(_ list: _IndexedList<Int>, absent: [Int]) {
        for (position, element) in list.enumerated() where list.firstIndex(of: element) != position {
            Issue.record("element \(element) not found at \(position)")
            return
        }
        for value in absent { #expect(!list.contains(value)) }
    }

    @Test("Appends grow the table; duplicates are refused and report the existing position")
    func appendAndGrow() {
        var list = _IndexedList<Int>()
        for value in 0..<5000 { #expect(list.append(value * 7).inserted) }
        #expect(list.append(21) == (inserted: false, index: 3))
        #expect(list.count == 5000)
        checkIndex(list, absent: [1, 2, 5000 * 7])
        #expect(_IndexedList(uniqueElements: [1, 2, 1]) == nil)
        #expect(_IndexedList(uniqueElements: [3, 1, 2])?.elements == [3, 1, 2])
    }

    @Test("Insertions and removals in the middle keep every position indexed")
    func middleMutations() {
        var list = _IndexedList(uncheckedUniqueElements: Array(0..<300))
        list.insert(-1, at: 0)
        list.insert(-2, at: 150)
        list.remove(at: 10)
        list.removeAll { $0 % 3 == 0 }
        list.removeLast(5)
        list.append(contentsOf: [1000, 1001])
        var expected = [-1] + Array(0..<300)
        expected.insert(-2, at: 150)
        expected.remove(at: 10)
        expected.removeAll { $0 % 3 == 0 }
        expected.removeLast(5)
        expected += [1000, 1001]
        #expect(list.elements == expected)
        checkIndex(list, absent: [9, 3, 299])
    }

    @Test("Copies are independent values")
    func copyOnWrite() {
        let original: _IndexedList<Int> = [1, 2, 3]
        var copy = original
        copy.append(4)
        copy.remove(at: 0)
        #expect(original.elements == [1, 2, 3] && original.contains(1) && !original.contains(4))
        #expect(copy.elements == [2, 3, 4] && copy.firstIndex(of: 4) == 2)
    }
}

@Suite("Item storage agrees with a plain array (property)")
struct IndexedListPropertyTests {
    /// Applies a seeded random sequence of mutations to a list and to an array model, checking after
    /// each one that the elements agree and that every element (and no absent value) is found.
    func check<Element: Hashable>(seed: UInt64, value: (Int) -> Element) {
        var random = SplitMix(seed: seed)
        var list = _IndexedList<Element>()
        var model: [Element] = []
        for _ in 0..<40 {
            let fresh = (0..<1 + random.below(40)).map { _ in
                value(random.below(400))
            }
            switch random.below(6) {
            case 0:
                for element in fresh {
                    let expected = model.firstIndex(of: element)
                    let result = list.append(element)
                    #expect(result.inserted == (expected == nil))
                    #expect(result.index == (expected ?? model.count))
                    if expected == nil { model.append(element) }
                }
            case 1:
                let unique = Array(Set(fresh).subtracting(model))
                list.append(contentsOf: unique)
                model += unique
            case 2:
                let built = _IndexedList(uniqueElements: fresh)
                #expect((built == nil) == (Set(fresh).count != fresh.count))
                if let built {
                    list = built
                    model = fresh
                }
            case 3 where !model.isEmpty:
                let position = random.below(model.count)
                list.remove(at: position)
                model.remove(at: position)
            case 4:
                let doomed = Set(fresh)
                list.removeAll(where: doomed.contains)
                model.removeAll(where: doomed.contains)
            default:
                if let element = fresh.first(where: { !model.contains($0) }) {
                    let position = random.below(model.count + 1)
                    list.insert(element, at: position)
                    model.insert(element, at: position)
                }
            }
            #expect(list.elements == model)
            #expect(list._hashes == (_IndexedList<Element>._storesHashes ? model.map(\.hashValue) : []))
            for (position, element) in model.enumerated() where list.firstIndex(of: element) != position {
                Issue.record("\(element) not found at \(position)")
                return
            }
            for probe in 400..<410 { #expect(!list.contains(value(probe))) }
        }
    }

    @Test("Int elements (inlined mixer)")
    func integers() async {
        await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            check(seed: seed) { $0 &* 1024 }  // strided values stress the low bits
        }
    }

    @Test("String elements (hashValue)")
    func strings() async {
        await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            check(seed: seed) { "item-\($0)" }
        }
    }
}
