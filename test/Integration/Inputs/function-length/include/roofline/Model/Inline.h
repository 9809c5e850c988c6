// Fixture: headers under include/roofline/ are scanned too.
#ifndef FIXTURE_INLINE_H
#define FIXTURE_INLINE_H
namespace roofline {
struct Point {
  int x = 0, y{0};
  int sum() const { return x + y; }
};
inline int twice(int v) {
  return 2 * v;
}
} // namespace roofline
#endif
