// Generated from specs/openrpc/mempool.yaml (`mempool_raw`) by tools/codegen. Do not edit.

import { additionalFail, isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^([0-9a-fA-F]{2})*$", "u");
const pattern1 = pattern("^[0-9a-f]{64}$", "u");

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txid === undefined) requiredFail(errors, path, "#", "txid");
		for (const key0 in data) {
			if (!(key0 === "txid")) additionalFail(errors, path, "#", key0);
		}
		if (data.txid !== undefined) checkTxid(errors, data.txid, path + "/txid", "#/properties/txid");
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.hex === undefined) requiredFail(errors, path, "#", "hex");
		if (data.hex !== undefined) checkHexString(errors, data.hex, path + "/hex", "#/properties/hex");
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `HexString`, checked where it is used. */
function checkHexString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^([0-9a-fA-F]{2})*$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `Txid`, checked where it is used. */
function checkTxid(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^[0-9a-f]{64}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
