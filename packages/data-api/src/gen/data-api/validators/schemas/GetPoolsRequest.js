// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";

export function GetPoolsRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.factoryId === undefined) requiredFail(errors, path, "#", "factoryId");
		for (const key0 in data) {
			if (!(key0 === "factoryId" || key0 === "limit" || key0 === "offset")) additionalFail(errors, path, "#", key0);
		}
		if (data.factoryId !== undefined) {
			if (!IdObject(data.factoryId, path + "/factoryId")) errors.push(...IdObject.errors);
		}
		if (data.limit !== undefined) checkNonNegativeInteger(errors, data.limit, path + "/limit", "#/properties/limit");
		if (data.offset !== undefined) checkNonNegativeInteger(errors, data.offset, path + "/offset", "#/properties/offset");
	} else typeFail(errors, path, "#", "object");
	GetPoolsRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `NonNegativeInteger`, checked where it is used. */
function checkNonNegativeInteger(errors, data, path, schemaPath, propertyName) {
	if (!isInteger(data)) typeFail(errors, path, schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, schemaPath, "minimum", 0, propertyName);
	}
}
