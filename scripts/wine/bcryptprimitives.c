/* A stand-in for Windows' bcryptprimitives.dll, for running the Windows
 * build under Wine 8.0 (Debian 12), which lacks it. Rust's standard library
 * asks it for random bytes (ProcessPrng, Windows 10 and newer); this one
 * answers from advapi32's RtlGenRandom (SystemFunction036), which Wine has.
 * Only scripts/platforms.sh builds it, next to the .exe it tests; it is
 * never shipped: real Windows has the DLL. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
  while (length > 0) {
    ULONG part = length > 0x40000000 ? 0x40000000 : (ULONG)length;
    if (!SystemFunction036(data, part)) return FALSE;
    data += part;
    length -= part;
  }
  return TRUE;
}
