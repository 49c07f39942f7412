// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isInteger, isObject, limitFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

export function GetTaprootHistoryRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.taprootAddress === undefined) requiredFail(errors, path, "#", "taprootAddress");
		if (data.totalTxs === undefined) requiredFail(errors, path, "#", "totalTxs");
		for (const key0 in data) {
			if (!(key0 === "taprootAddress" || key0 === "totalTxs" || key0 === "testnet")) additionalFail(errors, path, "#", key0);
		}
		if (data.taprootAddress !== undefined) checkBitcoinAddress(errors, data.taprootAddress, path + "/taprootAddress", "#/properties/taprootAddress");
		if (data.totalTxs !== undefined) checkNonNegativeInteger(errors, data.totalTxs, path + "/totalTxs", "#/properties/totalTxs");
		if (data.testnet !== undefined) {
			const data1 = data.testnet;
			if (typeof data1 != "boolean") typeFail(errors, path + "/testnet", "#/properties/testnet", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	GetTaprootHistoryRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `BitcoinAddress`, checked where it is used. */
function checkBitcoinAddress(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (ucs2length(data) < 1) fail(errors, path, schemaPath + "/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `NonNegativeInteger`, checked where it is used. */
function checkNonNegativeInteger(errors, data, path, schemaPath, propertyName) {
	if (!isInteger(data)) typeFail(errors, path, schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, schemaPath, "minimum", 0, propertyName);
	}
}
