-- wrk replays requests signed beforehand (board_service_bench.py presign): the service takes a
-- nonce once, and wrk's Lua cannot sign. Each thread takes every Nth line of the file named by
-- the environment's BOARD_BENCH_REQUESTS (one request a line, a tab for each CRLF) and sends each
-- once; a thread that runs out starts again, and those replays are answered 401 (reported below).

local threads = {}
local counter = 0

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
  table.insert(threads, thread)
end

function init(args)
  requests = {}
  local index = 0
  local count = 0
  for _ in pairs(threads) do count = count + 1 end
  local total = tonumber(os.getenv("BOARD_BENCH_THREADS") or "1")
  for line in io.lines(os.getenv("BOARD_BENCH_REQUESTS")) do
    if index % total == id then
      table.insert(requests, (line:gsub("\t", "\r\n")) .. "\r\n\r\n")
    end
    index = index + 1
  end
  next_request = 0
end

function request()
  next_request = next_request + 1
  if next_request > #requests then next_request = 1 end
  return requests[next_request]
end

function done(summary, latency, requests)
  io.write(string.format("wrk: %d requests, %d non-2xx, %d errors (connect %d, read %d, write %d, timeout %d)\n",
    summary.requests, summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write
      + summary.errors.timeout, summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  io.write(string.format("wrk: latency p50 %.2f ms, p99 %.2f ms\n", latency:percentile(50) / 1000,
    latency:percentile(99) / 1000))
end
