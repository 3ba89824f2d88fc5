/** A function that runs `ms` after its last call (resize storms, live changes); `cancel` drops a pending run. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
