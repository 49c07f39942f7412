// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { PoolSwapHistory } from "./PoolSwapHistory.js";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function GetPoolSwapHistoryResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			if (!PoolSwapHistory(data.data)) errors.push(...failed(PoolSwapHistory, data.data, path + "/data"));
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetPoolSwapHistoryResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
