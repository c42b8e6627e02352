import Testing
import TrackModel

@Suite struct QuantityTests {
    @Test func keepsWrittenScale() {
        #expect(Quantity(mantissa: 150, scale: 2).description == "1.50")
        #expect(Quantity(mantissa: 150, scale: 2) == Quantity(mantissa: 15, scale: 1))
    }
}
