import Testing
@testable import SharedBoard
