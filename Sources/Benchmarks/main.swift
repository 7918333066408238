print("stockwatch-bench: no benchmarks yet")
