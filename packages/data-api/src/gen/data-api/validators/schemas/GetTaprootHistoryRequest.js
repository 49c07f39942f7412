// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkBitcoinAddress } from "@gw/runtime/common-validators/BitcoinAddress";

export function GetTaprootHistoryRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.taprootAddress === undefined) requiredFail(errors, path, "#", "taprootAddress");
		if (data.totalTxs === undefined) requiredFail(errors, path, "#", "totalTxs");
		for (const key0 in data) {
			if (!(key0 === "taprootAddress" || key0 === "totalTxs" || key0 === "testnet")) additionalFail(errors, path, "#", key0);
		}
		if (data.taprootAddress !== undefined) checkBitcoinAddress(errors, data.taprootAddress, path, "#/properties/taprootAddress", "taprootAddress");
		if (data.totalTxs !== undefined) checkNonNegativeInteger(errors, data.totalTxs, path, "#/properties/totalTxs", "totalTxs");
		if (data.testnet !== undefined) {
			const data1 = data.testnet;
			if (typeof data1 != "boolean") typeFail(errors, path + "/testnet", "#/properties/testnet", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	GetTaprootHistoryRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `NonNegativeInteger`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkNonNegativeInteger(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
