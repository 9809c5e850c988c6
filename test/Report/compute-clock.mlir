// The clock the predicted time's compute terms run at (docs/model.md 6):
// the l4 gives a sustained SM clock of 1009 MHz under its 72 W cap against
// a 2040 MHz boost clock, so its compute terms are scaled by
// 2040 / 1009 = 2.0218 (x2.02); the a100 gives none, so the factor is 1 and
// the text report does not mention it.
//
// RUN: roofline-opt --analyze --device=l4 --pass-options=columns=0 %s | FileCheck %s --check-prefix=L4-TEXT
// RUN: roofline-opt --analyze --json --device=l4 %s | FileCheck %s --check-prefix=L4-JSON
// RUN: roofline-opt --analyze --device=a100-sxm4-40gb --pass-options=columns=0 %s | FileCheck %s --check-prefix=A100-TEXT
// RUN: roofline-opt --analyze --json --device=a100-sxm4-40gb %s | FileCheck %s --check-prefix=A100-JSON
//
// L4-TEXT:      predicted with:
// L4-TEXT-SAME: ; compute x2.02 for the clock (sustained 1009 of 2040 MHz)
// L4-JSON:      "compute_clock": {
// L4-JSON-NEXT:   "factor": 2.0218037661050543,
// L4-JSON-NEXT:   "boost_clock_mhz": 2040,
// L4-JSON-NEXT:   "sustained_clock_mhz": 1009,
// L4-JSON-NEXT:   "sustained_clock_source": "Measured by others, not a vendor figure: ish-codes-magic/bytes-per-token
// A100-TEXT:     predicted with:
// A100-TEXT-NOT: for the clock
// A100-TEXT:     mode: compiled
// A100-JSON:      "compute_clock": {
// A100-JSON-NEXT:   "factor": 1,
// A100-JSON-NEXT:   "boost_clock_mhz": 1410,
// A100-JSON-NEXT:   "sustained_clock_mhz": null,
// A100-JSON-NEXT:   "sustained_clock_source": null

func.func @mm(%a: tensor<256x256xbf16>, %b: tensor<256x256xbf16>, %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %m : tensor<256x256xf32>
}
