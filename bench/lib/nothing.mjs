// Imports nothing: the cost of starting node itself (bench/load.ts).
