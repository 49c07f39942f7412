// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";

const names0 = new Set(["tokenId","factoryId","page","limit","tokenAId","tokenBId"]);

export function GetAlkaneSwapPairDetailsRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.tokenId === undefined) requiredFail(errors, path, "#", "tokenId");
		if (data.factoryId === undefined) requiredFail(errors, path, "#", "factoryId");
		for (const key0 in data) {
			if (!(names0.has(key0))) additionalFail(errors, path, "#", key0);
		}
		if (data.tokenId !== undefined) {
			if (!IdObject(data.tokenId)) errors.push(...failed(IdObject, data.tokenId, path + "/tokenId"));
		}
		if (data.factoryId !== undefined) {
			if (!IdObject(data.factoryId)) errors.push(...failed(IdObject, data.factoryId, path + "/factoryId"));
		}
		if (data.page !== undefined) checkNonNegativeInteger(errors, data.page, path, "#/properties/page", "page");
		if (data.limit !== undefined) checkNonNegativeInteger(errors, data.limit, path, "#/properties/limit", "limit");
		if (data.tokenAId !== undefined) {
			if (!IdObject(data.tokenAId)) errors.push(...failed(IdObject, data.tokenAId, path + "/tokenAId"));
		}
		if (data.tokenBId !== undefined) {
			if (!IdObject(data.tokenBId)) errors.push(...failed(IdObject, data.tokenBId, path + "/tokenBId"));
		}
	} else typeFail(errors, path, "#", "object");
	GetAlkaneSwapPairDetailsRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `NonNegativeInteger`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkNonNegativeInteger(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
