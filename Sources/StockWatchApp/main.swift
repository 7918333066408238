// stockwatch: the terminal watchlist for the Korean stock market (see `stockwatch --help`).

import Foundation
import StockWatchAppCore

exit(StockWatchApplication.main(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment))
