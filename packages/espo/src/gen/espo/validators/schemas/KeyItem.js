// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function KeyItem(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.hex === undefined) requiredFail(errors, path, "#", "hex");
		if (data.utf8 === undefined) requiredFail(errors, path, "#", "utf8");
		if (data.hex !== undefined) {
			const data0 = data.hex;
			if (typeof data0 != "string") typeFail(errors, path + "/hex", "#/properties/hex", "string");
		}
		if (data.utf8 !== undefined) {
			const data1 = data.utf8;
			if (typeof data1 != "string") typeFail(errors, path + "/utf8", "#/properties/utf8", "string");
		}
		if (data.key_hex !== undefined) {
			const data2 = data.key_hex;
			if (!((typeof data2 == "string") || (data2 === null))) typeFail(errors, path + "/key_hex", "#/properties/key_hex", ["string","null"]);
		}
		if (data.key_str !== undefined) {
			const data3 = data.key_str;
			if (!((typeof data3 == "string") || (data3 === null))) typeFail(errors, path + "/key_str", "#/properties/key_str", ["string","null"]);
		}
		if (data.value_hex !== undefined) {
			const data4 = data.value_hex;
			if (!((typeof data4 == "string") || (data4 === null))) typeFail(errors, path + "/value_hex", "#/properties/value_hex", ["string","null"]);
		}
		if (data.value_str !== undefined) {
			const data5 = data.value_str;
			if (!((typeof data5 == "string") || (data5 === null))) typeFail(errors, path + "/value_str", "#/properties/value_str", ["string","null"]);
		}
		if (data.value_u128 !== undefined) {
			const data6 = data.value_u128;
			if (!((typeof data6 == "string") || (data6 === null))) typeFail(errors, path + "/value_u128", "#/properties/value_u128", ["string","null"]);
		}
		if (data.last_txid !== undefined) {
			const data7 = data.last_txid;
			if (!((typeof data7 == "string") || (data7 === null))) typeFail(errors, path + "/last_txid", "#/properties/last_txid", ["string","null"]);
		}
	} else typeFail(errors, path, "#", "object");
	KeyItem.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
