// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { ActivityHashes } from "./ActivityHashes.js";
import { OpiEnvelope } from "@gw/runtime/common-validators/OpiEnvelope";

export function GetHashOfAllActivityResponse(data, path = "") {
	const errors = [];
	if (!OpiEnvelope(data, path)) errors.push(...OpiEnvelope.errors);
	if (isObject(data)) {
		if (data.error !== undefined) {
			const data0 = data.error;
			if (!(data0 === null)) typeFail(errors, path + "/error", "#/allOf/1/properties/error", "null");
		}
		if (data.result !== undefined) {
			if (!ActivityHashes(data.result)) errors.push(...failed(ActivityHashes, data.result, path + "/result"));
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetHashOfAllActivityResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
