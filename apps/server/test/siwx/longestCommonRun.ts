/** The length of the longest run of characters two strings share (a window slid over one buffer shares nearly all). */
export function longestCommonRun(a: string, b: string): number {
  let longest = 0
  const row = Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : 0
      longest = Math.max(longest, row[j]!)
      diagonal = above
    }
  }
  return longest
}
