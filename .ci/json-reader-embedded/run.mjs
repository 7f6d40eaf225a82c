// Runs the portable JSON reader compiled for wasm32 (Embedded Swift): numbers must read to the
// double JavaScript reads (both are correctly rounded), and values and locations must come out.
import { readFileSync } from "fs";

const stub = () => 0;
const wasm = readFileSync(process.argv[2]);
const { instance } = await WebAssembly.instantiate(wasm, {
  wasi_snapshot_preview1: { fd_close: stub, fd_seek: stub, fd_write: stub, random_get: stub, proc_exit: stub },
});
const exports = instance.exports;
function call(name, text) {
  const bytes = new TextEncoder().encode(text);
  const pointer = exports.malloc(bytes.length + 1);
  new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
  return exports[name](pointer, bytes.length);
}
let failures = 0;
function check(label, got, want) {
  if (!Object.is(got, want)) {
    failures++;
    if (failures < 20) console.log(`MISMATCH ${label}: got ${got}, want ${want}`);
  }
}
const numbers = [
  "0.1", "1e400", "-1e-400", "9007199254740993", "2.4703282292062328e-324", "2.4703282292062327e-324",
  "1.7976931348623158e308", "1.7976931348623159e308", "123456789012345678901234567890", "5e-324",
  "2.2250738585072011e-308", "0.30000000000000004", "1e23", "8.41e21", "0." + "0".repeat(400) + "1e400",
];
let seed = 12345;
const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
for (let i = 0; i < 20000; i++) {
  let text = String(1 + random(9));
  for (let j = random(25); j > 0; j--) text += random(10);
  if (random(2)) { text += "."; for (let j = 1 + random(20); j > 0; j--) text += random(10); }
  if (random(2)) text += "e" + (random(700) - 350);
  numbers.push(text);
}
for (const text of numbers) check(text, call("probe_number", `[${text}]`), Number(text));
check("keys", call("probe_parse", '{"a": 1, "b": [1, 2, {"c": "\\ud83d\\ude00"}]}'), 2);
check("syntax error location", call("probe_error_line", '{\n  "a": [1, 2],\n  "b" 3\n}'), 3007);
check("duplicate key location", call("probe_error_line", '{"x": 1,\n "x": 2}'), 1002);
console.log(`${numbers.length} numbers and 3 documents: ${failures} mismatches`);
process.exit(failures === 0 ? 0 : 1);
