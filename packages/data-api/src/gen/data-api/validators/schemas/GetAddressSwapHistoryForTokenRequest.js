// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isInteger, isObject, limitFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";

const names0 = new Set(["address","tokenId","limit","count","offset","successful","includeTotal"]);

export function GetAddressSwapHistoryForTokenRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		if (data.tokenId === undefined) requiredFail(errors, path, "#", "tokenId");
		for (const key0 in data) {
			if (!(names0.has(key0))) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path + "/address", "#/properties/address");
		if (data.tokenId !== undefined) {
			if (!IdObject(data.tokenId, path + "/tokenId")) errors.push(...IdObject.errors);
		}
		if (data.limit !== undefined) checkNonNegativeInteger(errors, data.limit, path + "/limit", "#/properties/limit");
		if (data.count !== undefined) checkNonNegativeInteger(errors, data.count, path + "/count", "#/properties/count");
		if (data.offset !== undefined) checkNonNegativeInteger(errors, data.offset, path + "/offset", "#/properties/offset");
		if (data.successful !== undefined) {
			const data1 = data.successful;
			if (typeof data1 != "boolean") typeFail(errors, path + "/successful", "#/properties/successful", "boolean");
		}
		if (data.includeTotal !== undefined) {
			const data2 = data.includeTotal;
			if (typeof data2 != "boolean") typeFail(errors, path + "/includeTotal", "#/properties/includeTotal", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	GetAddressSwapHistoryForTokenRequest.errors = errors.length === 0 ? null : errors;
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
