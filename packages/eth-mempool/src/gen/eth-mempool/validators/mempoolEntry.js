// Generated from specs/openrpc/eth-mempool.yaml (`mempool_entry`) by tools/codegen. Do not edit.

import { additionalFail, isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { TxRecord } from "./schemas/TxRecord.js";

const pattern0 = pattern("^0x[0-9a-fA-F]{64}$", "u");

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txid === undefined) requiredFail(errors, path, "#", "txid");
		for (const key0 in data) {
			if (!(key0 === "txid")) additionalFail(errors, path, "#", key0);
		}
		if (data.txid !== undefined) checkEthHash(errors, data.txid, path + "/txid", "#/properties/txid");
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EthHash`, checked where it is used. */
function checkEthHash(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]{64}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

export const result = TxRecord;
