// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isInteger, isObject, limitFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

const names0 = new Set(["address","limit","page","testnet","lastSeenTxId","totalTxs"]);

export function GetIntentHistoryRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		for (const key0 in data) {
			if (!(names0.has(key0))) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path + "/address", "#/properties/address");
		if (data.limit !== undefined) checkNonNegativeInteger(errors, data.limit, path + "/limit", "#/properties/limit");
		if (data.page !== undefined) checkNonNegativeInteger(errors, data.page, path + "/page", "#/properties/page");
		if (data.testnet !== undefined) {
			const data1 = data.testnet;
			if (typeof data1 != "boolean") typeFail(errors, path + "/testnet", "#/properties/testnet", "boolean");
		}
		if (data.lastSeenTxId !== undefined) {
			const data2 = data.lastSeenTxId;
			if (typeof data2 != "string") typeFail(errors, path + "/lastSeenTxId", "#/properties/lastSeenTxId", "string");
		}
		if (data.totalTxs !== undefined) checkNonNegativeInteger(errors, data.totalTxs, path + "/totalTxs", "#/properties/totalTxs");
	} else typeFail(errors, path, "#", "object");
	GetIntentHistoryRequest.errors = errors.length === 0 ? null : errors;
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
