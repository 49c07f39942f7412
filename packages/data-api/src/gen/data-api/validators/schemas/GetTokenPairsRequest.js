// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";

export function GetTokenPairsRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.factoryId === undefined) requiredFail(errors, path, "#", "factoryId");
		if (data.alkaneId === undefined) requiredFail(errors, path, "#", "alkaneId");
		for (const key0 in data) {
			if (!(key0 === "factoryId" || key0 === "alkaneId")) additionalFail(errors, path, "#", key0);
		}
		if (data.factoryId !== undefined) {
			if (!IdObject(data.factoryId, path + "/factoryId")) errors.push(...IdObject.errors);
		}
		if (data.alkaneId !== undefined) {
			if (!IdObject(data.alkaneId, path + "/alkaneId")) errors.push(...IdObject.errors);
		}
	} else typeFail(errors, path, "#", "object");
	GetTokenPairsRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
