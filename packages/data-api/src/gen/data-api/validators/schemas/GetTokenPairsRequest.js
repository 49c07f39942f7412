// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
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
			if (!IdObject(data.factoryId)) errors.push(...failed(IdObject, data.factoryId, path + "/factoryId"));
		}
		if (data.alkaneId !== undefined) {
			if (!IdObject(data.alkaneId)) errors.push(...failed(IdObject, data.alkaneId, path + "/alkaneId"));
		}
	} else typeFail(errors, path, "#", "object");
	GetTokenPairsRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
