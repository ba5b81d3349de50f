import Leaderboards
import Testing

@Suite struct FigureAndPlacementTests {
    @Test func timesShowHundredthsTruncated() {
        #expect(FigureFormat.hundredths.text(12_349) == "12.34 s")
        #expect(FigureFormat.hundredths.text(62_500) == "1:02.50")
        #expect(FigureFormat.hundredths.text(5) == "0.00 s")
        #expect(FigureFormat.hundredths.text(3_600_000) == "60:00.00")
    }

    @Test func ratesShowThreeDecimals() {
        #expect(FigureFormat.thousandths.text(1234) == "1.234")
        #expect(FigureFormat.thousandths.text(5) == "0.005")
        #expect(FigureFormat.count.text(-7) == "-7")
    }

    @Test func ordinals() {
        let expected = [1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st",
                        102: "102nd", 111: "111th"]
        for (number, text) in expected { #expect(Placement.ordinal(number) == text) }
    }

    @Test func theSummaryNamesTheBestRankInTheWidestWindow() {
        let week = Placement(board: "mines.endless", ranks: [.allTime: 9, .week: 3, .today: 3], isPersonalBest: true)
        #expect(week.summary == "3rd this week, personal best")
        let all = Placement(board: "mines.endless", ranks: [.allTime: 2, .week: 2, .today: 2], isPersonalBest: false)
        #expect(all.summary == "2nd of all time")
        #expect(Placement(board: "mines.endless", ranks: [.today: 1], isPersonalBest: false).summary == "1st today")
        #expect(Placement(board: "mines.endless", ranks: [:], isPersonalBest: false).summary == nil)
    }

    @Test func verificationStatesRoundTripThroughTheirStoredText() {
        for state in [VerificationState.pending, .verified, .unverified("action 3 is not legal")] {
            #expect(VerificationState(storedValue: state.storedValue) == state)
        }
        #expect(VerificationState(storedValue: "odd") == .unverified("unknown state \"odd\""))
    }
}
