import Testing

@testable import SetNet

@Suite("Keys dealt among the slices of a second")
struct SecondSlicesTests {
    @Test func aKeyIsInOneSliceTakenModuloTheCountAndLeavesItWhenMovedOrRemoved() {
        var slices = SecondSlices<String>(count: 100)
        slices.insert("a", in: 3)
        slices.insert("b", in: 103)
        slices.insert("c", in: -1)
        #expect(slices.keys(in: 3) == ["a", "b"])
        #expect(slices.keys(in: 203) == ["a", "b"])
        #expect(slices.keys(in: 99) == ["c"])
        #expect(slices.keys(in: -97) == ["a", "b"])
        slices.insert("a", in: 4)
        #expect(slices.keys(in: 3) == ["b"])
        #expect(slices.keys(in: 4) == ["a"])
        slices.remove("b")
        slices.remove("b")
        #expect(slices.keys(in: 3).isEmpty)
        #expect(slices.keys(in: 4) == ["a"])
    }

    @Test func noSlicesAtAllIsOneSlice() {
        var slices = SecondSlices<Int>(count: 0)
        slices.insert(7, in: 42)
        #expect(slices.keys(in: 0) == [7])
    }
}
