// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { checkBitcoinAddress } from "@gw/runtime/common-validators/BitcoinAddress";

const names0 = new Set(["address","tokenId","limit","count","offset","successful","includeTotal"]);

export function GetAddressSwapHistoryForTokenRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		if (data.tokenId === undefined) requiredFail(errors, path, "#", "tokenId");
		for (const key0 in data) {
			if (!(names0.has(key0))) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path, "#/properties/address", "address");
		if (data.tokenId !== undefined) {
			if (!IdObject(data.tokenId)) errors.push(...failed(IdObject, data.tokenId, path + "/tokenId"));
		}
		if (data.limit !== undefined) checkNonNegativeInteger(errors, data.limit, path, "#/properties/limit", "limit");
		if (data.count !== undefined) checkNonNegativeInteger(errors, data.count, path, "#/properties/count", "count");
		if (data.offset !== undefined) checkNonNegativeInteger(errors, data.offset, path, "#/properties/offset", "offset");
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

/** `NonNegativeInteger`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkNonNegativeInteger(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
