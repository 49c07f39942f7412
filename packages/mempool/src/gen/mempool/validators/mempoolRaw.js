// Generated from specs/openrpc/mempool.yaml (`mempool_raw`) by tools/codegen. Do not edit.

import { additionalFail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkHexString } from "@gw/runtime/common-validators/HexString";
import { checkTxid } from "@gw/runtime/common-validators/Txid";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txid === undefined) requiredFail(errors, path, "#", "txid");
		for (const key0 in data) {
			if (!(key0 === "txid")) additionalFail(errors, path, "#", key0);
		}
		if (data.txid !== undefined) checkTxid(errors, data.txid, path, "#/properties/txid", "txid");
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.hex === undefined) requiredFail(errors, path, "#", "hex");
		if (data.hex !== undefined) checkHexString(errors, data.hex, path, "#/properties/hex", "hex");
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
