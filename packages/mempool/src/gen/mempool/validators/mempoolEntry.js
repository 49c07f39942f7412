// Generated from specs/openrpc/mempool.yaml (`mempool_entry`) by tools/codegen. Do not edit.

import { additionalFail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { MempoolEntry } from "./schemas/MempoolEntry.js";
import { checkTxid } from "@gw/runtime/common-validators/Txid";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txid === undefined) requiredFail(errors, path, "#", "txid");
		for (const key0 in data) {
			if (!(key0 === "txid" || key0 === "include_hex")) additionalFail(errors, path, "#", key0);
		}
		if (data.txid !== undefined) checkTxid(errors, data.txid, path, "#/properties/txid", "txid");
		if (data.include_hex !== undefined) {
			const data1 = data.include_hex;
			if (typeof data1 != "boolean") typeFail(errors, path + "/include_hex", "#/properties/include_hex", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export const result = MempoolEntry;
