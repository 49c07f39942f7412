// Generated from specs/openrpc/mempool.yaml (`mempool_entry`) by tools/codegen. Do not edit.

import { additionalFail, isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { MempoolEntry } from "./schemas/MempoolEntry.js";

const pattern0 = pattern("^[0-9a-f]{64}$", "u");

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txid === undefined) requiredFail(errors, path, "#", "txid");
		for (const key0 in data) {
			if (!(key0 === "txid" || key0 === "include_hex")) additionalFail(errors, path, "#", key0);
		}
		if (data.txid !== undefined) checkTxid(errors, data.txid, path + "/txid", "#/properties/txid");
		if (data.include_hex !== undefined) {
			const data1 = data.include_hex;
			if (typeof data1 != "boolean") typeFail(errors, path + "/include_hex", "#/properties/include_hex", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Txid`, checked where it is used. */
function checkTxid(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^[0-9a-f]{64}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

export const result = MempoolEntry;
