// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";
import { UtxoSet } from "./UtxoSet.js";

export function GetAccountUtxosResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			if (!UtxoSet(data0)) errors.push(...failed(UtxoSet, data0, path + "/data"));
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetAccountUtxosResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
