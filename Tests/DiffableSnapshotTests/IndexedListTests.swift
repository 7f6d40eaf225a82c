import Testing

@testable import DiffableSnapshot

@Suite("Item storage: array plus hash index (DESIGN §4)")
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
