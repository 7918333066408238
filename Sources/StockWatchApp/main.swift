// stockwatch: the terminal watchlist for the Korean stock market (see `stockwatch --help`).

import FoundationEssentials
import Glibc
import StockWatchAppCore

exit(StockWatchApplication.main(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment))
